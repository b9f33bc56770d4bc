resource "aws_ecs_task_definition" "api" { # want "hcl/ecs-task-role-is-execution-role"
  family                   = "api"
  requires_compatibilities = ["FARGATE"]
  network_mode             = "awsvpc"
  cpu                      = 256
  memory                   = 512
  execution_role_arn       = aws_iam_role.ecs_task.arn
  task_role_arn            = aws_iam_role.ecs_task.arn
  container_definitions = jsonencode([{
    name  = "api"
    image = "123456789012.dkr.ecr.us-east-1.amazonaws.com/api:1.4.2"
  }])
}

resource "aws_ecs_task_definition" "worker" { # want "hcl/ecs-task-role-is-execution-role"
  family                = "worker"
  task_role_arn         = var.role_arn
  execution_role_arn    = var.role_arn
  container_definitions = file("${path.module}/worker.json")
}
