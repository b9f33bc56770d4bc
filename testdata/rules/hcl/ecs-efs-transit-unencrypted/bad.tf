resource "aws_ecs_task_definition" "app" { # want "hcl/ecs-efs-transit-unencrypted"
  family                = "app"
  container_definitions = file("containers.json")
  volume {
    name = "data"
    efs_volume_configuration {
      file_system_id = aws_efs_file_system.data.id
      root_directory = "/"
    }
  }
}

resource "aws_ecs_task_definition" "batch" { # want "hcl/ecs-efs-transit-unencrypted"
  family                = "batch"
  container_definitions = file("containers.json")
  volume {
    name = "data"
    efs_volume_configuration {
      file_system_id     = aws_efs_file_system.data.id
      transit_encryption = "DISABLED"
    }
  }
}
