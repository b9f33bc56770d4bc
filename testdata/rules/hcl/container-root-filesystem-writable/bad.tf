resource "aws_ecs_task_definition" "app" { # want "hcl/container-root-filesystem-writable"
  family = "app"
  container_definitions = jsonencode([
    {
      name                   = "app"
      image                  = "app:1.0"
      readonlyRootFilesystem = false
    }
  ])
}

resource "aws_ecs_task_definition" "legacy" { # want "hcl/container-root-filesystem-writable"
  family                = "legacy"
  container_definitions = <<EOF
[
  {
    "name": "legacy",
    "image": "legacy:1.0",
    "readonlyRootFilesystem": false
  }
]
EOF
}
