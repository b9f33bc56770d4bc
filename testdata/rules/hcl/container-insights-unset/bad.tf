resource "aws_ecs_cluster" "main" { # want "hcl/container-insights-unset"
  name = "main"
}

resource "aws_ecs_cluster" "jobs" { # want "hcl/container-insights-unset"
  name = "jobs"
  configuration {
    execute_command_configuration {
      logging = "DEFAULT"
    }
  }
}
