import { PrismaClient } from "@prisma/client";
import { Repository } from "typeorm";

const prisma = new PrismaClient();

export async function authorsWithPosts() {
  const authors = await prisma.user.findMany({ where: { role: "AUTHOR" } });
  const result = [];
  for (const author of authors) {
    const posts = await prisma.post.findMany({ where: { authorId: author.id } }); // want "javascript/orm-query-in-loop"
    result.push({ ...author, posts });
  }
  return result;
}

export async function websiteOwners(websites: { userId: string }[]) {
  const owners = [];
  for (const site of websites) {
    owners.push(await prisma.client.user.findUnique({ where: { id: site.userId } })); // want "javascript/orm-query-in-loop"
  }
  return owners;
}

export class OrderService {
  constructor(private prisma: PrismaClient, private readonly customerRepository: Repository<Customer>) {}

  async summaries(orderIds: string[]) {
    const out = [];
    for (const id of orderIds) {
      const order = await this.prisma.order.findUnique({ where: { id } }); // want "javascript/orm-query-in-loop"
      const customer = await this.customerRepository.findOneBy({ id: order.customerId }); // want "javascript/orm-query-in-loop"
      out.push({ order, customer });
    }
    return out;
  }
}
