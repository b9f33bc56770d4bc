resource "aws_ecs_task_definition" "web" {
  family = "web"
  container_definitions = jsonencode([{
    name      = "web"
    image     = "registry.example.com/web:2.1.0"
    essential = true
    linuxParameters = {
      capabilities = {
        add  = ["NET_BIND_SERVICE"]
        drop = ["ALL"]
      }
    }
  }])
}
