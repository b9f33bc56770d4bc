resource "aws_ecs_task_definition" "agent" { # want "hcl/ecs-dangerous-capability"
  family = "agent"
  container_definitions = jsonencode([{
    name      = "agent"
    image     = "registry.example.com/agent:2.1.0"
    essential = true
    linuxParameters = {
      capabilities = {
        add  = ["SYS_ADMIN"]
        drop = ["MKNOD"]
      }
    }
  }])
}

resource "aws_ecs_task_definition" "agent_json" { # want "hcl/ecs-dangerous-capability"
  family                = "agent-json"
  container_definitions = <<DEFS
[
  {
    "name": "agent",
    "image": "registry.example.com/agent:2.1.0",
    "linuxParameters": { "capabilities": { "add": ["NET_ADMIN"] } }
  }
]
DEFS
}
