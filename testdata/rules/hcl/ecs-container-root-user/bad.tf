resource "aws_ecs_task_definition" "app" { # want "hcl/ecs-container-root-user"
  family = "app"
  container_definitions = jsonencode([
    {
      name  = "app"
      image = "app:1.0"
      user  = "root"
    }
  ])
}

resource "aws_ecs_task_definition" "legacy" { # want "hcl/ecs-container-root-user"
  family                = "legacy"
  container_definitions = <<DEFS
[
  {
    "name": "legacy",
    "image": "legacy:1.0",
    "user": "0:0"
  }
]
DEFS
}

resource "aws_batch_job_definition" "etl" { # want "hcl/ecs-container-root-user"
  name = "etl"
  type = "container"
  container_properties = jsonencode({
    image = "acme/etl:1.0.3"
    user  = "root"
  })
}
