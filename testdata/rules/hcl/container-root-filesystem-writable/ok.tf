resource "aws_ecs_task_definition" "app" {
  family = "app"
  container_definitions = jsonencode([
    {
      name                   = "app"
      image                  = "app:1.0"
      readonlyRootFilesystem = true
    }
  ])
}

resource "aws_ecs_task_definition" "legacy" {
  family                = "legacy"
  container_definitions = <<EOF
[
  {
    "name": "legacy",
    "image": "legacy:1.0",
    "readonlyRootFilesystem": true
  }
]
EOF
}
