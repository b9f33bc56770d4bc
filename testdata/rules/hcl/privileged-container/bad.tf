resource "aws_ecs_task_definition" "agent" {
  family = "agent"
  container_definitions = jsonencode([
    {
      name       = "agent"
      image      = "registry.example.com/agent:2.1.0"
      privileged = true # want "hcl/privileged-container"
    }
  ])
}

resource "kubernetes_deployment" "agent" {
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
            privileged = true # want "hcl/privileged-container"
          }
        }
      }
    }
  }
}
