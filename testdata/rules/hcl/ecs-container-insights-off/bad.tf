resource "aws_ecs_cluster" "main" { # want "hcl/ecs-container-insights-off"
  name = "main"
}

resource "aws_ecs_cluster" "jobs" { # want "hcl/ecs-container-insights-off"
  name = "jobs"
  setting {
    name  = "containerInsights"
    value = "disabled"
  }
}
