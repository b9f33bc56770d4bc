resource "aws_ecs_task_definition" "agent" { # want "hcl/ecs-host-network"
  family                = "agent"
  network_mode          = "host"
  container_definitions = file("agent.json")
}
