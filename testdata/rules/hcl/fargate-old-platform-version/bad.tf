resource "aws_ecs_service" "api" { # want "hcl/fargate-old-platform-version: platform_version = 1.3.0"
  name             = "api"
  cluster          = aws_ecs_cluster.main.id
  task_definition  = aws_ecs_task_definition.api.arn
  desired_count    = 2
  launch_type      = "FARGATE"
  platform_version = "1.3.0"

  network_configuration {
    subnets         = var.private_subnet_ids
    security_groups = [aws_security_group.api.id]
  }
}
