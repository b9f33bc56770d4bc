resource "kubernetes_deployment" "api" { # want "hcl/hardcoded-secret"
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
            name  = "DB_PASSWORD"
            value = "s3cr3t-Passw0rd"
          }
        }
      }
    }
  }
}
