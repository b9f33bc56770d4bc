resource "aws_ecs_task_definition" "agent" { # want "hcl/ecs-host-namespace"
  family                = "agent"
  network_mode          = "host"
  container_definitions = file("agent.json")
}

resource "aws_ecs_task_definition" "debug" { # want "hcl/ecs-host-namespace"
  family                = "debug"
  network_mode          = "awsvpc"
  pid_mode              = "host"
  container_definitions = file("debug.json")
}
