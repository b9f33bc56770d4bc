resource "aws_ecs_service" "api" { # want "hcl/public-ip-by-default"
  name            = "api"
  cluster         = aws_ecs_cluster.main.id
  task_definition = aws_ecs_task_definition.api.arn
  launch_type     = "FARGATE"
  network_configuration {
    subnets          = var.public_subnets
    assign_public_ip = true
  }
}
