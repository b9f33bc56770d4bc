data "http" "ip_ranges" {
  url = "https://ip-ranges.amazonaws.com/ip-ranges.json"
  request_headers = {
    Accept = "application/json"
  }
}

data "http" "health" {
  url = "https://${aws_lb.app.dns_name}/health"
}

resource "aws_ssm_parameter" "endpoint" {
  name  = "/app/endpoint"
  type  = "String"
  value = data.http.health.url
}
