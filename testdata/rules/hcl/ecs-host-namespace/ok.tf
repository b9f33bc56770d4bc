resource "aws_ecs_task_definition" "app" {
  family                   = "app"
  network_mode             = "awsvpc"
  requires_compatibilities = ["FARGATE"]
  container_definitions    = file("app.json")
}

resource "docker_container" "agent" {
  name         = "agent"
  image        = "agent:1.0"
  network_mode = "host"
}
