resource "aws_ecs_task_definition" "ci_runner" { # want "hcl/docker-socket-mount"
  family = "ci-runner"
  container_definitions = jsonencode([{
    name        = "runner"
    image       = "123456789012.dkr.ecr.us-east-1.amazonaws.com/runner:2.3.1"
    mountPoints = [{ sourceVolume = "docker_sock", containerPath = "/var/run/docker.sock" }]
  }])

  volume {
    name      = "docker_sock"
    host_path = "/var/run/docker.sock"
  }
}

resource "aws_batch_job_definition" "build" { # want "hcl/docker-socket-mount"
  name = "build"
  type = "container"
  container_properties = jsonencode({
    image   = "docker:27-cli"
    command = ["docker", "build", "."]
    volumes = [{ name = "sock", host = { sourcePath = "/var/run/docker.sock" } }]
    mountPoints = [{ sourceVolume = "sock", containerPath = "/var/run/docker.sock" }]
    resourceRequirements = [{ type = "VCPU", value = "2" }, { type = "MEMORY", value = "4096" }]
  })
}

resource "kubernetes_pod" "builder" { # want "hcl/docker-socket-mount"
  metadata {
    name = "builder"
  }
  spec {
    container {
      name  = "builder"
      image = "docker:27-cli"
      volume_mount {
        name       = "sock"
        mount_path = "/var/run/docker.sock"
      }
    }
    volume {
      name = "sock"
      host_path {
        path = "/var/run/docker.sock"
      }
    }
  }
}
