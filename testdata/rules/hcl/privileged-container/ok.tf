resource "aws_ecs_task_definition" "agent" {
  family = "agent"
  container_definitions = jsonencode([
    {
      name       = "agent"
      image      = "registry.example.com/agent:2.1.0"
      privileged = false
      user       = "1000"
    }
  ])
}
