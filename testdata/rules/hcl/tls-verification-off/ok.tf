provider "vault" {
  address      = "https://vault.example.com:8200"
  ca_cert_file = "ca.pem"
}

provider "kubernetes" {
  host                   = var.cluster_endpoint
  cluster_ca_certificate = base64decode(var.cluster_ca)
}

resource "aws_lb_target_group" "web" {
  name = "web"
  health_check {
    insecure = true
  }
}

resource "aws_codebuild_project" "build" {
  name         = "build"
  service_role = aws_iam_role.build.arn
  source {
    type         = "GITHUB"
    location     = "https://github.com/acme/app.git"
    insecure_ssl = false
  }
}

resource "azurerm_cdn_frontdoor_origin" "app" {
  name                           = "app"
  cdn_frontdoor_origin_group_id  = azurerm_cdn_frontdoor_origin_group.app.id
  host_name                      = "app.example.com"
  certificate_name_check_enabled = true
}
