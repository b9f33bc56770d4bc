resource "kubernetes_deployment" "web" {
  metadata {
    name = "web"
  }
  spec {
    template {
      spec {
        container {
          name  = "web"
          image = "web:1.4.2"
          security_context {
            capabilities {
              drop = ["ALL"]
              add  = ["NET_BIND_SERVICE"]
            }
          }
        }
      }
    }
  }
}
