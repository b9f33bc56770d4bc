const { PrismaClient } = require('@prisma/client');

module.exports = async function handler(req, res) {
  const prisma = new PrismaClient(); // want "javascript/prisma-client-per-request"
  const count = await prisma.order.count();
  res.status(200).json({ count });
};
