defmodule Orders do
  require Logger

  def total(order) do
    Logger.debug("order #{order.id}")
    Enum.sum(order.lines)
  end
end
