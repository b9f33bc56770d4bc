resource "kubernetes_deployment_v1" "web" {
  metadata {
    name = "web"
  }
  spec {
    template {
      metadata {
        labels = { app = "web" }
      }
      spec {
        host_network = false
        container {
          name  = "web"
          image = "registry.example.com/web:1.2.0"
          security_context {
            allow_privilege_escalation = false
            run_as_non_root            = true
            run_as_user                = 10001
          }
        }
      }
    }
  }
}

# Not a pod: an ECS task's host networking is another rule's business.
resource "aws_ecs_task_definition" "svc" {
  family       = "svc"
  network_mode = "awsvpc"
}
