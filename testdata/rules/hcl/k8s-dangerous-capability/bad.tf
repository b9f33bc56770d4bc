resource "kubernetes_deployment" "agent" { # want "hcl/k8s-dangerous-capability"
  metadata {
    name = "agent"
  }
  spec {
    template {
      spec {
        container {
          name  = "agent"
          image = "agent:1.4.2"
          security_context {
            capabilities {
              add = ["NET_ADMIN", "SYS_TIME"]
            }
          }
        }
      }
    }
  }
}
