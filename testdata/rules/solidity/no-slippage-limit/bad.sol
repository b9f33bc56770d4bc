pragma solidity 0.8.24;

contract Zap {
    IUniswapV2Router02 router;

    function zap(uint256 amountIn, address[] calldata path) external {
        router.swapExactTokensForTokens(amountIn, 0, path, msg.sender, block.timestamp); // want "solidity/no-slippage-limit"
    }
}
