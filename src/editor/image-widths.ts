/** Section 9: the image width variants the platform serves, smallest first. */
export const IMAGE_WIDTHS = [100, 300, 500, 750, 1000, 1500, 2500] as const;
