resource "kubernetes_deployment_v1" "api" {
  metadata {
    name = "api"
  }
  spec {
    template {
      metadata {
        labels = { app = "api" }
      }
      spec {
        security_context {
          seccomp_profile {
            type = "RuntimeDefault"
          }
        }
        container {
          name  = "api"
          image = "registry.example.com/api:1.4.2"
          port {
            container_port = 8080
          }
          security_context {
            read_only_root_filesystem  = true
            allow_privilege_escalation = false
          }
        }
      }
    }
  }
}
