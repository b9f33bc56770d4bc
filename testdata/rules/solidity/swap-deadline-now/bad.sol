pragma solidity 0.8.24;

contract Zap {
    IUniswapV2Router02 router;

    function zap(uint256 amountIn, uint256 minOut, address[] calldata path) external {
        router.swapExactTokensForTokens(amountIn, minOut, path, msg.sender, block.timestamp); // want "solidity/swap-deadline-now"
    }
}
