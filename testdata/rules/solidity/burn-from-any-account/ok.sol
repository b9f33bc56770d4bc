pragma solidity 0.8.24;

import "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import "@openzeppelin/contracts/access/Ownable.sol";

contract RewardToken is ERC20, Ownable {
    address public minter;

    constructor() ERC20("Reward", "RWD") Ownable(msg.sender) {}

    // the caller's own tokens
    function burn(uint256 amount) external {
        _burn(msg.sender, amount);
    }

    // ERC20Burnable.burnFrom: the caller's allowance is spent first
    function burnFrom(address account, uint256 amount) public {
        _spendAllowance(account, _msgSender(), amount);
        _burn(account, amount);
    }

    // restricted to the owner
    function burnTokens(address account, uint256 amount) external onlyOwner {
        _burn(account, amount);
    }

    // restricted by hand
    function destroy(address account, uint256 amount) external {
        require(msg.sender == minter, "minter");
        _burn(account, amount);
    }

    // internal helpers are not entry points
    function _burnFor(address account, uint256 amount) internal {
        _burn(account, amount);
    }
}
