resource "aws_ecs_task_definition" "app" {
  family = "app"
  container_definitions = jsonencode([
    {
      name  = "app"
      image = "app:1.0"
      user  = "1000:1000"
    }
  ])
}

resource "aws_db_instance" "db" {
  engine   = "postgres"
  username = "root"
}

locals {
  settings = {
    user = "root"
  }
}
