import { MongoClient } from 'mongodb';

export const client = new MongoClient(process.env.MONGO_URL!, {
  authMechanism: 'SCRAM-SHA-256',
  authSource: 'admin',
});

export const url = 'mongodb://reporting@db1.example.com:27017/reports?authSource=admin&authMechanism=SCRAM-SHA-1';

// The driver's own list of mechanisms, naming the removed one to reject it.
export const AuthMechanism = Object.freeze({
  MONGODB_CR: 'MONGODB-CR',
  MONGODB_SCRAM_SHA256: 'SCRAM-SHA-256',
});
