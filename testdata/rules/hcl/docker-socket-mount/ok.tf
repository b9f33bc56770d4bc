resource "aws_ecs_task_definition" "app" {
  family = "app"
  container_definitions = jsonencode([{
    name        = "app"
    image       = "123456789012.dkr.ecr.us-east-1.amazonaws.com/app:1.4.2"
    mountPoints = [{ sourceVolume = "data", containerPath = "/data" }]
  }])

  volume {
    name      = "data"
    host_path = "/ecs/data"
  }
}

resource "kubernetes_pod" "app" {
  metadata {
    name = "app"
  }
  spec {
    container {
      name  = "app"
      image = "ghcr.io/acme/app:1.4.2"
      volume_mount {
        name       = "cache"
        mount_path = "/cache"
      }
    }
    volume {
      name = "cache"
      empty_dir {}
    }
  }
}
