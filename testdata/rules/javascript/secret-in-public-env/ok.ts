import Stripe from 'stripe';
import { loadStripe } from '@stripe/stripe-js';
import { createClient } from '@supabase/supabase-js';

export const stripe = new Stripe(process.env.STRIPE_SECRET_KEY!, { apiVersion: '2024-06-20' });
export const stripePromise = loadStripe(process.env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY!);

export const supabase = createClient(import.meta.env.VITE_SUPABASE_URL, import.meta.env.VITE_SUPABASE_ANON_KEY);
export const mapToken = process.env.NEXT_PUBLIC_MAPBOX_TOKEN;
export const recaptcha = process.env.NEXT_PUBLIC_RECAPTCHA_SITE_KEY;
export const apiBase = process.env.NEXT_PUBLIC_API_URL;
