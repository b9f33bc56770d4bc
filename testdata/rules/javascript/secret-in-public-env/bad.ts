import Stripe from 'stripe';
import { createClient } from '@supabase/supabase-js';

export const stripe = new Stripe(process.env.NEXT_PUBLIC_STRIPE_SECRET_KEY!, { apiVersion: '2024-06-20' }); // want "javascript/secret-in-public-env"

export const admin = createClient(
  import.meta.env.VITE_SUPABASE_URL,
  import.meta.env.VITE_SUPABASE_SERVICE_ROLE_KEY, // want "javascript/secret-in-public-env"
);

export const smtpPassword = process.env.REACT_APP_SMTP_PASSWORD; // want "javascript/secret-in-public-env"
