resource "azurerm_storage_account" "data" {
  name                      = "data"
  account_tier              = "Standard"
  account_replication_type  = "LRS"
  enable_https_traffic_only = false # want "hcl/plain-http-allowed: enable_https_traffic_only = false"
}

resource "aws_cloudfront_distribution" "site" {
  enabled = true
  default_cache_behavior {
    target_origin_id       = "site"
    viewer_protocol_policy = "allow-all" # want "hcl/plain-http-allowed"
  }
}

resource "azurerm_linux_web_app" "api" {
  name       = "api"
  https_only = true
  site_config {
    ftps_state = "AllAllowed" # want "hcl/plain-http-allowed: ftps_state = AllAllowed"
  }
}

resource "google_cloudfunctions_function" "hook" {
  name                         = "hook"
  runtime                      = "python312"
  trigger_http                 = true
  https_trigger_security_level = "SECURE_OPTIONAL" # want "hcl/plain-http-allowed"
}

resource "aws_cloudfront_distribution" "api" {
  enabled = true
  origin {
    domain_name = aws_lb.api.dns_name
    origin_id   = "api"
    custom_origin_config {
      http_port              = 80
      https_port             = 443
      origin_protocol_policy = "http-only" # want "hcl/plain-http-allowed"
      origin_ssl_protocols   = ["TLSv1.2"]
    }
  }
}
