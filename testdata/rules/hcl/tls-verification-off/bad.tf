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

resource "aws_codebuild_project" "build" { # want "hcl/tls-verification-off: insecure_ssl"
  name         = "build"
  service_role = aws_iam_role.build.arn
  source {
    type         = "GITHUB_ENTERPRISE"
    location     = "https://git.example.com/acme/app.git"
    insecure_ssl = true
  }
}

resource "azurerm_cdn_frontdoor_origin" "app" { # want "hcl/tls-verification-off: certificate_name_check_enabled"
  name                           = "app"
  cdn_frontdoor_origin_group_id  = azurerm_cdn_frontdoor_origin_group.app.id
  host_name                      = "app.example.com"
  certificate_name_check_enabled = false
}
