resource "aws_ecs_task_definition" "api" {
  family                   = "api"
  requires_compatibilities = ["FARGATE"]
  network_mode             = "awsvpc"
  cpu                      = 256
  memory                   = 512
  execution_role_arn       = aws_iam_role.ecs_execution.arn
  task_role_arn            = aws_iam_role.api_task.arn
  container_definitions = jsonencode([{
    name  = "api"
    image = "123456789012.dkr.ecr.us-east-1.amazonaws.com/api:1.4.2"
  }])
}

# only an execution role: the containers get no AWS credentials at all
resource "aws_ecs_task_definition" "static" {
  family                = "static"
  execution_role_arn    = aws_iam_role.ecs_execution.arn
  container_definitions = file("${path.module}/static.json")
}
