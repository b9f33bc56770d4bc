resource "azurerm_storage_account" "data" { # want "hcl/plain-http-allowed: enable_https_traffic_only = false"
  name                      = "data"
  account_tier              = "Standard"
  account_replication_type  = "LRS"
  enable_https_traffic_only = false
}

resource "aws_cloudfront_distribution" "site" { # want "hcl/plain-http-allowed"
  enabled = true
  default_cache_behavior {
    target_origin_id       = "site"
    viewer_protocol_policy = "allow-all"
  }
}

resource "azurerm_linux_web_app" "api" { # want "hcl/plain-http-allowed: ftps_state = AllAllowed"
  name       = "api"
  https_only = true
  site_config {
    ftps_state = "AllAllowed"
  }
}

resource "google_cloudfunctions_function" "hook" { # want "hcl/plain-http-allowed"
  name                         = "hook"
  runtime                      = "python312"
  trigger_http                 = true
  https_trigger_security_level = "SECURE_OPTIONAL"
}

resource "aws_cloudfront_distribution" "api" { # want "hcl/plain-http-allowed"
  enabled = true
  origin {
    domain_name = aws_lb.api.dns_name
    origin_id   = "api"
    custom_origin_config {
      http_port              = 80
      https_port             = 443
      origin_protocol_policy = "http-only"
      origin_ssl_protocols   = ["TLSv1.2"]
    }
  }
}

resource "aws_sns_topic_subscription" "e" { # want "hcl/plain-http-allowed: protocol = http"
  topic_arn = var.t
  protocol  = "http"
  endpoint  = "http://example.com/hook"
}
