defmodule AppWeb.Endpoint do
  use Phoenix.Endpoint, otp_app: :app

  socket "/socket", AppWeb.UserSocket, websocket: [check_origin: false] # want "elixir/websocket-check-origin-off"
end
