/**
 * Stand-in for the pay-later provider's explanatory pages (a third-party fetch on the
 * platform): `GET /installments/<locale>.json` for each provider locale the widget can ask for.
 * The body matches `InstallmentInfoSchema`; an unknown locale is a 404.
 */
import { Hono } from 'hono';
import type { InstallmentInfo } from '../../src/api/installments';
import { MESSAGES } from '../errors';

const AFTERPAY_EN = {
  intro: 'Buy now and pay over 6 weeks, with no interest and no extra cost when you pay on time.',
  steps: [
    'Add your items to the cart.',
    'Choose the provider at checkout.',
    'Sign in or create an account, with instant approval decisions.',
    'Pay in 4 installments, due every 2 weeks.',
  ],
  terms: 'You must be over 18, a resident of the country and meet additional eligibility criteria.',
};

const CONTENT: Readonly<Record<string, InstallmentInfo>> = {
  en_US: {
    locale: 'en_US',
    title: 'Afterpay: shop now, pay later',
    ...AFTERPAY_EN,
    termsUrl: 'https://www.afterpay.com/en-US/installment-agreement',
  },
  en_CA: {
    locale: 'en_CA',
    title: 'Afterpay: shop now, pay later',
    ...AFTERPAY_EN,
    termsUrl: 'https://www.afterpay.com/en-CA/instalment-agreement',
  },
  fr_CA: {
    locale: 'fr_CA',
    title: 'Afterpay : achetez maintenant, payez plus tard',
    intro:
      'Achetez maintenant et payez sur 6 semaines, sans intérêts ni frais si vous payez à temps.',
    steps: [
      'Ajoutez vos articles au panier.',
      'Choisissez le fournisseur au moment de payer.',
      'Connectez-vous ou créez un compte, avec une décision immédiate.',
      'Payez en 4 versements, toutes les 2 semaines.',
    ],
    terms:
      'Vous devez avoir plus de 18 ans, résider au Canada et remplir des critères supplémentaires.',
    termsUrl: 'https://www.afterpay.com/fr-CA/instalment-agreement',
  },
  en_AU: {
    locale: 'en_AU',
    title: 'Afterpay: shop now, pay later',
    ...AFTERPAY_EN,
    termsUrl: 'https://www.afterpay.com/en-AU/instalment-agreement',
  },
  en_NZ: {
    locale: 'en_NZ',
    title: 'Afterpay: shop now, pay later',
    ...AFTERPAY_EN,
    termsUrl: 'https://www.afterpay.com/en-NZ/instalment-agreement',
  },
  en_GB: {
    locale: 'en_GB',
    title: 'Clearpay: shop now, pay later',
    ...AFTERPAY_EN,
    termsUrl: 'https://www.clearpay.co.uk/en-GB/terms-of-service',
  },
};

export function installmentRoutes(): Hono {
  return new Hono().get('/:file{[a-z]{2}_[A-Z]{2}\\.json}', (c) => {
    const content = CONTENT[c.req.param('file').slice(0, -'.json'.length)];
    return content
      ? c.json(content, 200, { 'Cache-Control': 'public, max-age=3600' })
      : c.json({ message: MESSAGES.notFound }, 404);
  });
}
