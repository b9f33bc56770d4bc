resource "aws_ecs_task_definition" "agent" { # want "hcl/ecs-dangerous-capability: linuxParameters capabilities add SYS_ADMIN"
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
