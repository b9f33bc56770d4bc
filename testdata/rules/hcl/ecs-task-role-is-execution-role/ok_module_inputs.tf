# A module whose two role inputs both default to "none given": the caller
# passes separate roles, and with neither set the task has no role at all.
variable "task_role_arn" {
  type    = string
  default = ""
}

variable "execution_role_arn" {
  type    = string
  default = ""
}

resource "aws_ecs_task_definition" "this" {
  family                = var.family
  execution_role_arn    = var.execution_role_arn
  task_role_arn         = var.task_role_arn
  container_definitions = var.container_definitions
}

resource "aws_ecs_task_definition" "optional" {
  family                = "worker"
  execution_role_arn    = null
  task_role_arn         = null
  container_definitions = var.container_definitions
}

resource "aws_ecs_task_definition" "blank" {
  family                = "batch"
  execution_role_arn    = ""
  task_role_arn         = ""
  container_definitions = var.container_definitions
}
