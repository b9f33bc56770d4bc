import { PrismaClient } from "@prisma/client";
import { User } from "./models";

const prisma = new PrismaClient();

export async function stats(teamId: string) {
  const members = await prisma.membership.count({ where: { teamId } });
  const active = await User.count({ where: { teamId, active: true } });
  // the rows are used: their length costs nothing more
  const admins = await prisma.membership.findMany({ where: { teamId, role: "ADMIN" } });
  notify(admins);
  const files = (await fs.promises.readdir(dir)).length;
  const results = (await Promise.all(jobs)).length;
  const body = (await (await fetch(url)).json()).length;
  return { members, active, admins: admins.length, files, results, body };
}
