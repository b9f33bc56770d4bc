resource "aws_ecs_service" "api" {
  name             = "api"
  cluster          = aws_ecs_cluster.main.id
  task_definition  = aws_ecs_task_definition.api.arn
  launch_type      = "FARGATE"
  platform_version = "LATEST"
}

resource "aws_ecs_service" "worker" {
  name             = "worker"
  cluster          = aws_ecs_cluster.main.id
  task_definition  = aws_ecs_task_definition.worker.arn
  launch_type      = "FARGATE"
  platform_version = "1.4.0"
}

# 1.0.0 is also the current Windows platform version: a service does not say which it runs
resource "aws_ecs_service" "windows" {
  name             = "windows"
  cluster          = aws_ecs_cluster.main.id
  task_definition  = aws_ecs_task_definition.windows.arn
  launch_type      = "FARGATE"
  platform_version = "1.0.0"
}
