pragma solidity 0.8.24;

contract Swapper {
    address pool;
    address lender;

    function uniswapV3SwapCallback(int256 amount0Delta, int256 amount1Delta, bytes calldata data) external {
        require(msg.sender == pool, "not pool");
        (address token, address payer) = abi.decode(data, (address, address));
        IERC20(token).transferFrom(payer, msg.sender, uint256(amount0Delta));
    }

    function onFlashLoan(address initiator, address token, uint256 amount, uint256 fee, bytes calldata data) external returns (bytes32) {
        require(msg.sender == lender && initiator == address(this));
        return keccak256("ERC3156FlashBorrower.onFlashLoan");
    }
}
