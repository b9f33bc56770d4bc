import { PrismaClient } from "@prisma/client";
import { User } from "./models";

const prisma = new PrismaClient();

export async function stats(teamId: string) {
  const members = (await prisma.membership.findMany({ where: { teamId } })).length; // want "javascript/query-loaded-to-count"
  const active = (await User.findAll({ where: { teamId, active: true } })).length; // want "javascript/query-loaded-to-count"
  return { members, active };
}

export class ReportService {
  constructor(private readonly orderRepository: Repository<Order>) {}

  async openOrders(customerId: string) {
    return (await this.orderRepository.findBy({ customerId, status: "open" })).length; // want "javascript/query-loaded-to-count"
  }
}
