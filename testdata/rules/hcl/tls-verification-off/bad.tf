provider "vault" {
  address         = "https://vault.example.com:8200"
  skip_tls_verify = true # want "hcl/tls-verification-off"
}

provider "kubernetes" {
  host     = var.cluster_endpoint
  insecure = true # want "hcl/tls-verification-off"
}

data "http" "metadata" { # want "hcl/tls-verification-off"
  url      = "https://internal.example.com/metadata"
  insecure = true
}
