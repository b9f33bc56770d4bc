pragma solidity 0.8.24;

contract Swapper {
    function uniswapV3SwapCallback(int256 amount0Delta, int256 amount1Delta, bytes calldata data) external { // want "solidity/unprotected-callback"
        (address token, address payer) = abi.decode(data, (address, address));
        IERC20(token).transferFrom(payer, address(this), uint256(amount0Delta));
    }

    function onFlashLoan(address initiator, address token, uint256 amount, uint256 fee, bytes calldata data) external returns (bytes32) { // want "solidity/unprotected-callback"
        IERC20(token).approve(address(0), amount + fee);
        return keccak256("ERC3156FlashBorrower.onFlashLoan");
    }
}
