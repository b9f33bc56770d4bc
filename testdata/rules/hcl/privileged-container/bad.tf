resource "aws_ecs_task_definition" "agent" { # want "hcl/privileged-container"
  family = "agent"
  container_definitions = jsonencode([
    {
      name       = "agent"
      image      = "registry.example.com/agent:2.1.0"
      privileged = true
    }
  ])
}

resource "kubernetes_deployment" "agent" { # want "hcl/privileged-container"
  metadata {
    name = "agent"
  }
  spec {
    template {
      spec {
        container {
          name  = "agent"
          image = "registry.example.com/agent:2.1.0"
          security_context {
            privileged = true
          }
        }
      }
    }
  }
}
