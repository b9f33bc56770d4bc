import { MongoClient } from 'mongodb';

export const client = new MongoClient('mongodb+srv://cluster0.example.net/app?retryWrites=true&tls=true&tlsCAFile=/etc/ssl/ca.pem');
export const local = new MongoClient('mongodb://localhost:27017/app?directConnection=true');
export const docs = 'Set tlsAllowInvalidCertificates=true only against a throwaway test server';
