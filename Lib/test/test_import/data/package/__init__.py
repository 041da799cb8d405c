import package.submodule
package.submodule
