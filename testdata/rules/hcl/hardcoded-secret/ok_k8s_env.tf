resource "kubernetes_deployment" "api" {
  metadata {
    name = "api"
  }
  spec {
    template {
      spec {
        container {
          name  = "api"
          image = "api:1.0.0"
          env {
            name = "DB_PASSWORD"
            value_from {
              secret_key_ref {
                name = "db"
                key  = "password"
              }
            }
          }
          env {
            name  = "LOG_LEVEL"
            value = "info"
          }
        }
      }
    }
  }
}
